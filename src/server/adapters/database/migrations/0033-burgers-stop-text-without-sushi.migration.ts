import type { Migration } from './migration.types';

/**
 * The seeded "burgers stopped" notice offered rolls and sets, also in Kyiv, which makes neither.
 * Shops seeded before the seed had a Kyiv version get it in every city without sushi, but only
 * where the notice is still exactly the seeded one: a text staff wrote is never replaced. A new
 * shop has no notices yet when migrations run; the seed writes the right one after them.
 */
export const burgersStopTextWithoutSushiMigration: Migration = {
  id: '0033_burgers_stop_text_without_sushi',
  sql: String.raw`
UPDATE working_hours AS w
   SET translations = '{"uk": {"title": "Бургери тимчасово недоступні", "description": "Гриль зараз не працює. Можна замовити закуски чи напої — або зазирніть до нас трохи пізніше."}, "en": {"title": "Burgers are unavailable for now", "description": "The grill is off at the moment. You can still order sides or drinks, or come back a little later."}, "ru": {"title": "Бургеры временно недоступны", "description": "Гриль сейчас не работает. Можно заказать закуски или напитки — или загляните к нам чуть позже."}}'::jsonb,
       updated_at = now()
  FROM cities AS c
 WHERE c.id = w.city_id
   AND NOT c.sushi_enabled
   AND w.functionality = 'burgers'
   AND w.translations = '{"uk": {"title": "Бургери тимчасово недоступні", "description": "Гриль зараз не працює. Можна замовити роли, сети, закуски чи напої — або зазирніть до нас трохи пізніше."}, "en": {"title": "Burgers are unavailable for now", "description": "The grill is off at the moment. You can still order rolls, sets, sides or drinks, or come back a little later."}, "ru": {"title": "Бургеры временно недоступны", "description": "Гриль сейчас не работает. Можно заказать роллы, сеты, закуски или напитки — или загляните к нам чуть позже."}}'::jsonb;
`,
};
