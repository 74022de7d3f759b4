import {
  BUSY_MAX_MINUTES,
  EXCEPTIONS_MAX,
  SITE_STOP_SWITCHES,
  SLOT_CAPACITY_MAX,
  STOP_MESSAGE_LOCALES,
  STOP_TEXT_MAX,
} from '../../../domain/shop-api/admin-site.contract';
import { SHOP_CITY_ID } from './catalogue.schemas';

const TIME = { type: 'string', maxLength: 5 } as const;
const DAY_HOURS = {
  type: 'object',
  additionalProperties: false,
  required: ['open', 'close'],
  properties: { open: TIME, close: TIME },
} as const;
const NULLABLE_DAY_HOURS = { anyOf: [DAY_HOURS, { type: 'null' }] } as const;

export const WEEKLY = { type: 'array', minItems: 7, maxItems: 7, items: NULLABLE_DAY_HOURS } as const;
export const EXCEPTIONS = {
  type: 'array',
  maxItems: EXCEPTIONS_MAX,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['date', 'hours'],
    properties: { date: { type: 'string', maxLength: 10 }, hours: NULLABLE_DAY_HOURS },
  },
} as const;
// The schema only bounds the body; the change rule refuses a text over STOP_TEXT_MAX by its field
// ('stops.1.translations.en.title'), so the screen can show the reason beside that input.
const STOP_TEXT = { type: 'string', maxLength: STOP_TEXT_MAX * 4 } as const;
const STOP_MESSAGE = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: { title: STOP_TEXT, description: STOP_TEXT },
} as const;
export const STOPS = {
  type: 'array',
  maxItems: SITE_STOP_SWITCHES.length,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['switch', 'stopped', 'title', 'description'],
    properties: {
      switch: { type: 'string', enum: SITE_STOP_SWITCHES },
      stopped: { type: 'boolean' },
      title: STOP_TEXT,
      description: STOP_TEXT,
      translations: {
        type: 'object',
        description:
          "The message in English and Russian; '' where none (customers then read the Ukrainian). Left out of a change: a changed Ukrainian message drops the stored translations.",
        additionalProperties: false,
        required: STOP_MESSAGE_LOCALES,
        properties: { en: STOP_MESSAGE, ru: STOP_MESSAGE },
      },
    },
  },
} as const;
export const BUSY = {
  anyOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['minutes', 'until'],
      properties: {
        minutes: { type: 'integer', minimum: 1, maximum: BUSY_MAX_MINUTES },
        until: { type: ['string', 'null'], maxLength: 16 },
      },
    },
    { type: 'null' },
  ],
} as const;
export const SLOT_CAPACITY = { type: ['integer', 'null'], minimum: 1, maximum: SLOT_CAPACITY_MAX } as const;

const PARTS = {
  weekly: WEEKLY,
  exceptions: EXCEPTIONS,
  stops: STOPS,
  sushiEnabled: { type: 'boolean' },
  phone: { type: 'string', maxLength: 30 },
  busy: BUSY,
  slotCapacity: SLOT_CAPACITY,
} as const;
const PART_NAMES = Object.keys(PARTS);

export const CITY_QUERY = { type: 'object', required: ['cityId'], properties: { cityId: SHOP_CITY_ID } } as const;
export const SITE_PATCH_BODY = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: PARTS,
} as const;
export const SITE_PUT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: PART_NAMES,
  properties: PARTS,
} as const;

export const ADMIN_SITE = {
  type: 'object',
  required: ['cityId', ...PART_NAMES],
  properties: { cityId: { type: 'integer' }, ...PARTS },
} as const;

export const PUBLIC_SCHEDULE = {
  type: 'object',
  required: ['weekly', 'exceptions', 'busy', 'slotCapacity', 'fullSlots'],
  properties: {
    weekly: WEEKLY,
    exceptions: EXCEPTIONS,
    busy: {
      anyOf: [
        {
          type: 'object',
          required: ['minutes', 'untilMs'],
          properties: { minutes: { type: 'integer' }, untilMs: { type: ['number', 'null'] } },
        },
        { type: 'null' },
      ],
    },
    slotCapacity: SLOT_CAPACITY,
    fullSlots: { type: 'array', items: { type: 'string' } },
  },
} as const;
