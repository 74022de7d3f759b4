/**
 * Layer rules (see architecture/layers.md). `npm test` runs these first: a violation fails the build.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Cycles make modules impossible to understand or test alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'src/domain imports only src/domain: no framework, no I/O, no npm package but dayjs.',
      from: { path: '^src/domain/' },
      to: {
        pathNot: ['^src/domain/', '(^|/)node_modules/dayjs/'],
      },
    },
    {
      name: 'client-server-apart',
      severity: 'error',
      comment: 'The browser and the server share only src/domain.',
      from: { path: '^src/client/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-client-apart',
      severity: 'error',
      comment: 'The browser and the server share only src/domain.',
      from: { path: '^src/server/' },
      to: { path: '^src/client/' },
    },
    {
      name: 'application-no-adapters',
      severity: 'error',
      comment:
        'Use cases know ports, never the adapters that implement them, nor any npm package but class-validator ' +
        '(declarative checks of input objects: no I/O, no framework).',
      from: { path: '^src/(client|server)/application/' },
      to: {
        path: ['^src/(client|server)/(adapters|ui|http|view-models|di)/', '(^|/)node_modules/'],
        pathNot: ['(^|/)node_modules/class-validator/'],
      },
    },
    {
      name: 'view-models-only-mobx-inversify',
      severity: 'error',
      comment:
        'View-models hold screen state with MobX and get their collaborators injected (inversify): besides the domain, ' +
        'the client application layer (use cases, rules, ports) and the DI tokens they import nothing: no HTTP client, ' +
        'no adapter, no React.',
      from: { path: '^src/client/view-models/' },
      to: {
        pathNot: [
          '^src/domain/',
          '^src/client/(application|view-models)/',
          '^src/client/di/tokens[.]ts$',
          '(^|/)node_modules/(mobx|inversify|reflect-metadata)/',
        ],
      },
    },
    {
      name: 'ui-only-react-view-models-domain',
      severity: 'error',
      comment:
        'Components render view-models with React libraries and reach everything else through the container (DI tokens): ' +
        'no adapter, no binding, no use case, no HTTP client. Translations (locales/) are texts, not code.',
      from: { path: '^src/client/ui/' },
      to: {
        pathNot: [
          '^src/domain/',
          '^src/client/(ui|view-models)/',
          '^src/client/di/tokens[.]ts$',
          '^locales/',
          '(^|/)node_modules/(react|react-dom|react-router|react-router-dom|react-i18next|mobx-react-lite|@linaria/[^/]+)/',
        ],
      },
    },
    {
      name: 'http-no-adapters',
      severity: 'error',
      comment:
        'Routes reach technologies only through application ports; the composition root (src/server/composition) passes the adapters in.',
      from: { path: '^src/server/http/' },
      to: { path: '^src/server/adapters/' },
    },
    {
      name: 'no-node-builtins-in-client',
      severity: 'error',
      comment: 'Browser code cannot use Node core modules.',
      from: { path: '^src/client/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-runs-on-dependencies',
      severity: 'error',
      comment:
        'Production installs only "dependencies" (npm ci --omit=dev): the server and the domain it bundles import no devDependency at run time (architecture/build-and-run.md). Type-only imports vanish in the build.',
      from: { path: '^src/(server|domain)/', pathNot: '^src/server/cli/build-server\\.mjs$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'shop-never-loads-the-demo',
      severity: 'error',
      comment:
        "The demo's adapters (src/client/adapters/demo) are chosen only by the demo's and the server render's bindings: " +
        "the shop's own layers and bindings never import them, so the shop's build carries none (architecture/demo.md).",
      from: {
        path: [
          '^src/client/(application|view-models|ui)/',
          '^src/client/adapters/(?!demo/)',
          '^src/client/di/(browser-adapters[.]binding|admin-adapters[.]browser|checkout-ports[.]browser)[.]ts$',
        ],
      },
      to: { path: '^src/client/adapters/demo/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-tests-in-src',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { dot: { collapsePattern: 'node_modules/(@[^/]+/[^/]+|[^/]+)' } },
  },
};
