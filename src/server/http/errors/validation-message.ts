import type { FastifySchemaValidationError } from 'fastify';

/**
 * Turns the schema validator's findings into one sentence a client developer can act on, e.g.
 * "The body is missing the field 'login'." rather than "body must have required property 'login'".
 */
export const describeValidationErrors = (
  errors: readonly FastifySchemaValidationError[],
  context: string | undefined,
): string => {
  const where = describeContext(context);
  const sentences = errors.slice(0, 3).map((error) => describeOne(error, where));
  return sentences.join(' ');
};

const describeContext = (context: string | undefined): string => {
  switch (context) {
    case 'querystring':
      return 'query string';
    case 'params':
      return 'URL';
    case 'headers':
      return 'headers';
    default:
      return 'body';
  }
};

const fieldName = (instancePath: string): string =>
  instancePath.replace(/^\//, '').replace(/\//g, '.').replace(/~1/g, '/').replace(/~0/g, '~');

const describeOne = (error: FastifySchemaValidationError, where: string): string => {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error.instancePath);
  const subject = field === '' ? `The ${where}` : `'${field}' in the ${where}`;
  switch (error.keyword) {
    case 'required':
      return field === ''
        ? `The ${where} is missing the field '${String(params.missingProperty)}'.`
        : `'${field}' in the ${where} is missing the field '${String(params.missingProperty)}'.`;
    case 'type':
      return `${subject} must be ${article(String(params.type))}.`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${subject} must not be empty.`
        : `${subject} must be at least ${String(params.limit)} characters long.`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters long.`;
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return `${subject} must be ${String(params.comparison)} ${String(params.limit)}.`;
    case 'enum':
      return `${subject} must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'additionalProperties':
      return `${subject} has an unexpected field '${String(params.additionalProperty)}'.`;
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} item(s).`;
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} item(s).`;
    case 'pattern':
    case 'format':
      return `${subject} has the wrong format.`;
    default:
      return `${subject} ${error.message ?? 'is invalid'}.`;
  }
};

const article = (type: string): string => {
  const words: Record<string, string> = {
    string: 'a string',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  };
  return type
    .split(',')
    .map((t) => words[t] ?? t)
    .join(' or ');
};
