/** Marks an item as a schema validation failure for fastify-type-provider-zod's check. */
const ZOD_VALIDATION = Symbol.for('ZodFastifySchemaValidationError');

/**
 * A 422 `[{field, message}]` raised by a rule the schema cannot express (a day
 * outside the course, an option the course does not have). It takes the path
 * of schema failures through the errors plugin, so the answer has the same
 * shape (decision 003).
 */
export function fieldError(field: string, text: string, context: 'body' | 'querystring' = 'body') {
  const error = new Error(text) as Error & {
    validation: unknown[];
    validationContext: string;
    statusCode: number;
  };
  error.validation = [
    { [ZOD_VALIDATION]: true, instancePath: `/${field.replaceAll('.', '/')}`, message: text },
  ];
  error.validationContext = context;
  error.statusCode = 422;
  return error;
}

/** Several `fieldError`s in one 422, one item per field, in the order given. */
export function fieldErrors(
  items: readonly { field: string; message: string }[],
  context: 'body' | 'querystring' = 'body',
) {
  const error = fieldError(items[0]!.field, items[0]!.message, context);
  error.validation = items.flatMap((item) => fieldError(item.field, item.message, context).validation);
  return error;
}
