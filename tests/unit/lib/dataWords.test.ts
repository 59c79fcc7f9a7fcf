import {listWords, placeWords} from '@site/src/lib/dataWords';

const data = () => ({
  problems: [
    {id: 'tooth-pain', name: 'Toothache', signs: ['fever']},
    {id: 'bleeding-gums', name: 'Bleeding gums', signs: []},
  ],
  sections: {care: {label: 'Care', to: '/care'}},
  labels: {general: 'Everyday dentistry', urgent: 'Urgent care'},
  branch: {landmarks: ['KBR Park', 'Check Post'], phone: '+914040000101'},
});
const patterns = [
  'problems[].name',
  'sections.*.label',
  'labels.*',
  'branch.landmarks[]',
  'branch.address.street',
];

describe('the words among the data', () => {
  it('lists the words the patterns name, in order, with where each is (entries by id)', () => {
    expect(listWords(data(), patterns)).toEqual([
      {where: 'problems.tooth-pain.name', text: 'Toothache'},
      {where: 'problems.bleeding-gums.name', text: 'Bleeding gums'},
      {where: 'sections.care.label', text: 'Care'},
      {where: 'labels.general', text: 'Everyday dentistry'},
      {where: 'labels.urgent', text: 'Urgent care'},
      {where: 'branch.landmarks.0', text: 'KBR Park'},
      {where: 'branch.landmarks.1', text: 'Check Post'},
    ]);
  });

  it('puts each translation in its word’s place and leaves facts and null entries alone', () => {
    const roots = data();
    placeWords(roots, patterns, ['పంటి నొప్పి', null, 'సంరక్షణ', 'a', 'b', 'c', 'd']);
    expect(roots.problems[0]).toEqual({id: 'tooth-pain', name: 'పంటి నొప్పి', signs: ['fever']});
    expect(roots.problems[1].name).toBe('Bleeding gums');
    expect(roots.sections).toEqual({care: {label: 'సంరక్షణ', to: '/care'}});
    expect(roots.labels).toEqual({general: 'a', urgent: 'b'});
    expect(roots.branch).toEqual({landmarks: ['c', 'd'], phone: '+914040000101'});
  });

  it('refuses translations that do not match the data word for word', () => {
    expect(() => placeWords(data(), patterns, ['one'])).toThrow(/7 words.*1 translations/);
  });
});
