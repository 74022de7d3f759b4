import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/database-targets';
import { useTestShop } from '../support/test-shop';

interface OpenApiOperation {
  readonly tags?: readonly string[];
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly summary?: string;
  readonly requestBody?: {
    readonly content: Record<string, { readonly schema: { readonly properties?: Record<string, unknown> } }>;
  };
  readonly parameters?: readonly { readonly name: string; readonly in: string }[];
}
interface OpenApiDocument {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components: { readonly securitySchemes: Record<string, unknown> };
}

describe.each(databaseTargets())('the OpenAPI document on $name PostgreSQL', (target) => {
  const shop = useTestShop(target);
  const documentOf = async (): Promise<OpenApiDocument> => {
    const response = await shop().app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json() as OpenApiDocument;
  };

  it('describes the API from the route schemas: admin calls need the bearer token, shop calls do not', async () => {
    const document = await documentOf();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes).toHaveProperty('adminToken');
    const patch = document.paths['/api/admin/menu/products/{iikoId}']?.patch;
    expect(patch?.tags).toEqual(['admin']);
    expect(patch?.security).toEqual([{ adminToken: [] }]);
    expect(Object.keys(patch?.requestBody?.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['cityId', 'stopped', 'price']),
    );
    const audit = document.paths['/api/admin/audit']?.get;
    expect(audit?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['section', 'cityId', 'before']),
    );
    const menu = document.paths['/api/menu']?.get;
    expect(menu?.tags).toEqual(['shop']);
    expect(menu?.security).toBeUndefined();
  });

  it('describes only the API: no page, file or the document itself', async () => {
    const paths = Object.keys((await documentOf()).paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain('/api/docs/openapi.json');
    expect(paths.filter((path) => path.includes('*'))).toEqual([]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/orders',
        '/api/admin/orders/{code}/status',
        '/api/admin/menu',
        '/api/admin/banners',
        '/api/admin/banners/{id}',
        '/api/admin/banners/{id}/move',
        '/api/admin/banners/pictures',
        '/api/order/create',
        '/api/order/{orderId}/progress',
        '/api/order/{orderId}/progress/events',
        '/api/auth',
      ]),
    );
  });
});
