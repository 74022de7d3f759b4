import type { Container } from 'inversify';
import { FakePageLocationAdapter } from '../adapters/fakes/fake-page-location.adapter';
import { FakeShopApi } from '../adapters/fakes/fake-shop-api.adapter';
import { InMemoryCookieAdapter } from '../adapters/fakes/in-memory-cookie.adapter';
import { InMemoryStorageAdapter } from '../adapters/fakes/in-memory-storage.adapter';
import { ManualClockAdapter } from '../adapters/fakes/manual-clock.adapter';
import { TOKENS } from './tokens';

export const bindFakeAdapters = (container: Container): void => {
  container.bind(TOKENS.Clock).toConstantValue(new ManualClockAdapter());
  container.bind(TOKENS.Cookies).toConstantValue(new InMemoryCookieAdapter());
  container.bind(TOKENS.Storage).toConstantValue(new InMemoryStorageAdapter());
  container.bind(TOKENS.PageLocation).toConstantValue(new FakePageLocationAdapter());
  container.bind(TOKENS.ShopApi).toConstantValue(new FakeShopApi());
};
