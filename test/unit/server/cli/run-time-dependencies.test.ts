import { describe, expect, it } from 'vitest';
import { missingAtRunTime, packageOf } from '../../../../src/server/cli/build-server.mjs';

describe('the packages the server bundle needs at run time', () => {
  it('names the package of a deep or scoped import', () => {
    expect(packageOf('dayjs/plugin/utc.js')).toBe('dayjs');
    expect(packageOf('@fastify/static')).toBe('@fastify/static');
    expect(packageOf('@scope/name/sub/path.js')).toBe('@scope/name');
  });

  it('accepts Node built-ins and production dependencies, and names every other package once', () => {
    const dependencies = { fastify: '~5', dayjs: '~1' };
    const imports = ['node:fs', 'path', 'fastify', 'dayjs/plugin/utc.js', 'mobx', 'mobx', '@vitejs/plugin-react'];
    expect(missingAtRunTime(imports, dependencies)).toEqual(['@vitejs/plugin-react', 'mobx']);
    expect(missingAtRunTime(['node:fs', 'fastify'], dependencies)).toEqual([]);
  });
});
