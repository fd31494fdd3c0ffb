// The store rule (docs/architecture.md "Stores"): raw SQL is written only in a `store/` folder
// or in src/db/. eslint.config.js decides which files it runs on; this rule reports every way
// of reaching raw SQL it can see without type information:
// - Prisma's SQL builders (`Prisma.sql`, `.raw`, `.join`, `.empty`), also as `Prisma['sql']`,
//   destructured (`const { sql } = Prisma`), through an alias of the namespace (`const P =
//   Prisma`), or imported by name from the generated client or Prisma's runtime;
// - the raw methods of a Prisma client (`$queryRaw`, `$executeRaw` and their Unsafe and Typed
//   forms), on any object, by name, as a string (`db['$queryRaw']`, `const k = '$queryRaw'`)
//   or destructured; a method name in a type (`Pick<Client, '$queryRaw'>`) only passes the
//   capability on and is allowed;
// - the `read` and `write` of src/db/database.ts `Database`: on `db`, `database`, `x.db`, on a
//   variable or parameter holding one (`const d = services.db`, `const { db: d } = services`,
//   `(d: Pick<Database, 'read'>)`),
//   or destructured from one;
// - the database drivers themselves (`pg`, `@electric-sql/pglite`, `@prisma/adapter-*`).

const prismaBuilders = new Set(['sql', 'raw', 'join', 'empty']);
const rawMethods = new Set(['$queryRaw', '$queryRawUnsafe', '$queryRawTyped', '$executeRaw', '$executeRawUnsafe', '$runCommandRaw']);
const databaseMethods = new Set(['read', 'write']);
const builderImports = new Set([...prismaBuilders, 'sqltag', 'Sql']);
const prismaSources = /(^|\/)(db\/generated\/|generated\/client|@prisma\/client)/;
const driverSources = /^(pg|pg-pool|postgres|@electric-sql\/pglite|@prisma\/adapter-[\w-]+)(\/.*)?$/;

/** The name a member expression or pattern key reaches, when it is written out (not computed from a variable). */
function staticName(node, computed) {
  if (!node) return null;
  if (!computed && node.type === 'Identifier') return node.name;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
}

function insideType(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type.startsWith('TS') && current.type !== 'TSAsExpression' && current.type !== 'TSNonNullExpression' && current.type !== 'TSSatisfiesExpression')
      return true;
    if (current.type.endsWith('Statement') || current.type === 'Program') return false;
  }
  return false;
}

function namesDatabase(typeNode) {
  let found = false;
  const visit = (node) => {
    if (!node || found || typeof node !== 'object') return;
    if (node.type === 'TSTypeReference' && node.typeName?.type === 'Identifier' && node.typeName.name === 'Database') found = true;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(typeNode);
  return found;
}

/** @type {import('eslint').Rule.RuleModule} */
export const sqlOnlyInStores = {
  meta: {
    type: 'problem',
    docs: { description: 'Raw SQL only in a store/ folder or src/db/ (docs/architecture.md "Stores").' },
    schema: [],
    messages: {
      builder: 'Prisma.{{name}} builds raw SQL: write it in the subject\'s store/ folder and call the store (docs/architecture.md "Stores").',
      rawMethod: '{{name}} runs raw SQL: write it in the subject\'s store/ folder and call the store (docs/architecture.md "Stores").',
      database: 'Database.{{name}} runs raw SQL: write it in the subject\'s store/ folder and call the store (docs/architecture.md "Stores").',
      dynamic: 'A computed member of Prisma may be one of its SQL builders: name it, in a store/ folder.',
      alias: 'The Prisma namespace passed on as a value reaches its SQL builders: use its members here, its SQL builders in a store/ folder.',
      importBuilder: "'{{name}}' builds raw SQL: import it in the subject's store/ folder (docs/architecture.md \"Stores\").",
      driver: "The database driver '{{name}}' is src/db's: reach the database through a store/ folder (docs/architecture.md \"Stores\").",
    },
  },
  create(context) {
    /** Local names bound to the Prisma namespace (`import { Prisma as P }`, `const Q = Prisma`). */
    const prismaNames = new Set(['Prisma']);
    /** Local names of the generated client imported whole (`import * as client from …`). */
    const clientNames = new Set();
    /** Local names holding a Database. */
    const databaseNames = new Set(['db', 'database']);

    const isPrisma = (node) =>
      (node?.type === 'Identifier' && prismaNames.has(node.name)) ||
      (node?.type === 'MemberExpression' &&
        node.object.type === 'Identifier' &&
        clientNames.has(node.object.name) &&
        staticName(node.property, node.computed) === 'Prisma');
    const isDatabase = (node) => {
      if (!node) return false;
      if (node.type === 'TSNonNullExpression' || node.type === 'TSAsExpression' || node.type === 'ChainExpression') return isDatabase(node.expression);
      if (node.type === 'Identifier') return databaseNames.has(node.name);
      if (node.type === 'MemberExpression') {
        const name = staticName(node.property, node.computed);
        return name === 'db' || name === 'database';
      }
      return false;
    };
    const rememberParams = (fn) => {
      for (const param of fn.params ?? []) {
        const target = param.type === 'AssignmentPattern' ? param.left : param;
        if (target.type === 'Identifier' && target.typeAnnotation && namesDatabase(target.typeAnnotation)) databaseNames.add(target.name);
      }
    };
    const checkPattern = (pattern, init) => {
      if (pattern?.type !== 'ObjectPattern') return;
      for (const property of pattern.properties) {
        if (property.type !== 'Property') continue;
        const name = staticName(property.key, property.computed);
        if (init?.type === 'Identifier' && clientNames.has(init.name)) {
          if (name === null) context.report({ node: property, messageId: 'dynamic' });
          else if (name === 'Prisma' && property.value.type === 'Identifier') prismaNames.add(property.value.name);
          else if (builderImports.has(name)) context.report({ node: property, messageId: 'importBuilder', data: { name } });
          continue;
        }
        if (name === null && isPrisma(init)) context.report({ node: property, messageId: 'dynamic' });
        else if (isPrisma(init) && prismaBuilders.has(name)) context.report({ node: property, messageId: 'builder', data: { name } });
        else if (rawMethods.has(name)) context.report({ node: property, messageId: 'rawMethod', data: { name } });
        else if (isDatabase(init) && databaseMethods.has(name)) context.report({ node: property, messageId: 'database', data: { name } });
        else if ((name === 'db' || name === 'database') && property.value.type === 'Identifier') databaseNames.add(property.value.name);
      }
    };

    return {
      ImportDeclaration(node) {
        const source = String(node.source.value);
        if (driverSources.test(source) && node.importKind !== 'type') {
          context.report({ node, messageId: 'driver', data: { name: source } });
          return;
        }
        if (!prismaSources.test(source) || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') clientNames.add(specifier.local.name);
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const imported = staticName(specifier.imported, false);
          if (imported === 'Prisma') prismaNames.add(specifier.local.name);
          else if (builderImports.has(imported)) context.report({ node: specifier, messageId: 'importBuilder', data: { name: imported } });
        }
      },
      ImportExpression(node) {
        const source = staticName(node.source, true);
        if (source !== null && driverSources.test(source)) context.report({ node, messageId: 'driver', data: { name: source } });
      },
      FunctionDeclaration: rememberParams,
      FunctionExpression: rememberParams,
      ArrowFunctionExpression: rememberParams,
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier') {
          if (isPrisma(node.init)) prismaNames.add(node.id.name);
          if (isDatabase(node.init) || (node.id.typeAnnotation && namesDatabase(node.id.typeAnnotation))) databaseNames.add(node.id.name);
        }
        checkPattern(node.id, node.init);
      },
      AssignmentExpression(node) {
        checkPattern(node.left, node.right);
        if (node.left.type === 'Identifier' && isDatabase(node.right)) databaseNames.add(node.left.name);
      },
      MemberExpression(node) {
        const name = staticName(node.property, node.computed);
        if (node.object.type === 'Identifier' && clientNames.has(node.object.name)) {
          if (name === null) context.report({ node, messageId: 'dynamic' });
          else if (builderImports.has(name)) context.report({ node, messageId: 'importBuilder', data: { name } });
          return;
        }
        if (isPrisma(node.object)) {
          if (name === null) context.report({ node, messageId: 'dynamic' });
          else if (prismaBuilders.has(name)) context.report({ node, messageId: 'builder', data: { name } });
          return;
        }
        if (name !== null && rawMethods.has(name)) context.report({ node, messageId: 'rawMethod', data: { name } });
        else if (name !== null && databaseMethods.has(name) && isDatabase(node.object)) context.report({ node, messageId: 'database', data: { name } });
      },
      Identifier(node) {
        // The namespace as a value anywhere but the object of a member expression (an argument,
        // an initialiser, a spread) hands its builders on where this rule cannot follow them.
        if (!(prismaNames.has(node.name) || clientNames.has(node.name)) || insideType(node)) return;
        const parent = node.parent;
        if (parent.type === 'MemberExpression' && parent.property === node && !parent.computed) return;
        if (parent.type === 'Property' && parent.key === node && !parent.computed && parent.value !== node) return;
        if (parent.type === 'ImportNamespaceSpecifier') return;
        if (parent.type === 'Property' && parent.value === node && parent.parent.type === 'ObjectPattern') return; // a binding, followed by checkPattern
        if (parent.type === 'MemberExpression' && parent.object === node) return;
        if (parent.type === 'ImportSpecifier' || parent.type === 'ExportSpecifier') return;
        if (parent.type === 'VariableDeclarator' && parent.id === node) return;
        if (parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'Identifier') return; // followed as an alias
        if (parent.type === 'VariableDeclarator' && parent.init === node && parent.id.type === 'ObjectPattern') return; // checkPattern
        if (parent.type === 'TSQualifiedName') return;
        context.report({ node, messageId: 'alias' });
      },
      Literal(node) {
        if (typeof node.value !== 'string' || !rawMethods.has(node.value) || node.parent.type === 'TSLiteralType') return;
        const parent = node.parent;
        if (parent.type === 'MemberExpression' && parent.property === node) return; // reported as a member
        if (parent.type === 'Property' && parent.key === node && parent.parent.type === 'ObjectPattern') return; // reported by checkPattern
        if (parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration') return;
        context.report({ node, messageId: 'rawMethod', data: { name: node.value } });
      },
      TemplateLiteral(node) {
        const name = staticName(node, true);
        if (name === null || !rawMethods.has(name)) return;
        if (node.parent.type === 'MemberExpression' && node.parent.property === node) return;
        if (node.parent.type === 'TaggedTemplateExpression') return;
        context.report({ node, messageId: 'rawMethod', data: { name } });
      },
    };
  },
};

export default { rules: { 'sql-only-in-stores': sqlOnlyInStores } };
