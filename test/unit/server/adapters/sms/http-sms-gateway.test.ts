import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpSmsGatewaySender } from '../../../../../src/server/adapters/sms/http-sms-gateway.adapter';
import { SmsGatewayError } from '../../../../../src/server/adapters/sms/sms-gateway.error';
import { toInternationalPhone } from '../../../../../src/server/adapters/sms/sms-phone';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../support/fake-http-server';

const TOKEN = 'sms-token-do-not-log-4711';

const caught = async (promise: Promise<unknown>): Promise<SmsGatewayError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SmsGatewayError) return error;
    throw error;
  }
  throw new Error('expected the send to fail');
};

describe('HttpSmsGatewaySender', () => {
  let server: FakeHttpServer;
  let sender: HttpSmsGatewaySender;

  beforeAll(async () => {
    server = await startFakeHttpServer((_request, response) => sendJson(response, 202, { id: 'msg-1' }));
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
    server.handle((_request, response) => sendJson(response, 202, { id: 'msg-1' }));
    sender = new HttpSmsGatewaySender({
      url: `${server.baseUrl}/v1/sms?channel=shop`,
      token: TOKEN,
      timeoutMs: 10_000,
    });
  });

  it('POSTs the message as JSON with the bearer token and the number in E.164', async () => {
    await sender.send('+38 (067) 123 45 67', 'Код підтвердження: 4821');
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/sms?channel=shop');
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ phone: '+380671234567', text: 'Код підтвердження: 4821' });
  });

  it('accepts any 2xx, including an empty 204', async () => {
    server.handle((_request, response) => {
      response.writeHead(204);
      response.end();
    });
    await expect(sender.send('0671234567', 'x')).resolves.toBeUndefined();
  });

  it('fails with a typed error on a non-2xx answer, keeping a short body excerpt and never the token', async () => {
    server.handle((_request, response) =>
      sendJson(response, 500, { error: 'provider down', detail: 'x'.repeat(1_000) }),
    );
    const error = await caught(sender.send('+38 (067) 123 45 67', 'Код: 4821'));
    expect(error.failure).toBe('http-status');
    expect(error.status).toBe(500);
    expect(error.message).toContain('provider down');
    expect(error.message.length).toBeLessThan(400);
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain('+380671234567');
  });

  it('reports a rejected token as an HTTP failure too', async () => {
    server.handle((_request, response) => sendJson(response, 401, { error: 'invalid token' }));
    const error = await caught(sender.send('+38 (067) 123 45 67', 'Код: 4821'));
    expect([error.failure, error.status]).toEqual(['http-status', 401]);
  });

  it('gives up after the timeout when the gateway never answers', async () => {
    server.handle(() => undefined);
    const quick = new HttpSmsGatewaySender({ url: server.baseUrl, token: TOKEN, timeoutMs: 100 });
    const started = Date.now();
    const error = await caught(quick.send('+38 (067) 123 45 67', 'Код: 4821'));
    expect(error.failure).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports an unreachable gateway as a network failure', async () => {
    const closed = await startFakeHttpServer(() => undefined);
    await closed.close();
    const error = await caught(new HttpSmsGatewaySender({ url: closed.baseUrl, token: TOKEN }).send('0671234567', 'x'));
    expect(error.failure).toBe('network');
    expect(error.message).not.toContain(TOKEN);
  });

  it('sends nothing to a number that is not a complete Ukrainian mobile number', async () => {
    const error = await caught(sender.send('+38 (067) 12', 'Код: 4821'));
    expect(error.failure).toBe('invalid-phone');
    expect(server.requests).toHaveLength(0);
  });
});

describe('toInternationalPhone', () => {
  it('turns every spelling of a Ukrainian number into E.164', () => {
    expect(toInternationalPhone('+38 (067) 123 45 67')).toBe('+380671234567');
    expect(toInternationalPhone('0671234567')).toBe('+380671234567');
    expect(toInternationalPhone('+380671234567')).toBe('+380671234567');
    expect(toInternationalPhone('')).toBeNull();
    expect(toInternationalPhone('067123')).toBeNull();
  });
});
