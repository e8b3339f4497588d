// Wraps the stock CodeBlock only to register Prism's extra languages (themeConfig.prism
// .additionalLanguages) here, when a page with code loads, instead of in the main bundle of every
// page (src/plugins/page-weight turns off the theme's client module that did it).
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
