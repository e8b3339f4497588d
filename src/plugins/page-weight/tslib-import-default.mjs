// The one tslib helper @docusaurus/utils-common uses. Its CommonJS `require("tslib")` would pull
// every helper into the main bundle, since a required namespace cannot be tree-shaken.
export { __importDefault } from 'tslib';
