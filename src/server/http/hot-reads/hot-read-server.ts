import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { HotReadShortcut } from './hot-read-shortcut';

type FastifyHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Fastify's serverFactory: the HTTP/1.1 server Fastify would create itself (same options and
 * timeouts, as in fastify/lib/server.js), whose requests meet the hot-read shortcut first and
 * Fastify unless the shortcut answered.
 */
export const createHotReadServer =
  (shortcut: HotReadShortcut) =>
  (fastifyHandler: FastifyHandler, options: FastifyServerOptions & { readonly http?: ServerOptions }): Server => {
    const listener: RequestListener = (request, response) => {
      if (!shortcut.tryAnswer(request, response)) fastifyHandler(request, response);
    };
    const server = createServer(options.http ?? {}, listener);
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0)
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
