// Inversify reads decorator metadata: it must be loaded before any injectable class.
import 'reflect-metadata';

// App tests render whole pages in jsdom; on a loaded 2-core CI machine the default 1 s wait for
// an element is too short and fails tests that are not wrong. Only those files load the library:
// importing it into every one of the other ~240 files cost about a minute of a run.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5_000 });
}
