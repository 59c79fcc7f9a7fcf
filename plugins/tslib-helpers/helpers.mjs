// The tslib helpers that the browser code of our dependencies calls (index.test.ts
// lists them from the packages). Named exports, so the bundler drops the rest.
export {__awaiter, __importDefault, __importStar} from 'tslib/tslib.es6.mjs';
