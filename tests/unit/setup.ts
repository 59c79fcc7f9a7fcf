import '@testing-library/jest-dom';

// A test that asserts nothing fails, so no counted test passes by not looking.
beforeEach(() => {
  expect.hasAssertions();
});
