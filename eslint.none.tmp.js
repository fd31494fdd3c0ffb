import base from './eslint.config.js';
export default base.filter((c) => c.name !== 'typescript-eslint/recommended-type-checked-only' && !c.languageOptions?.parserOptions?.projectService);
