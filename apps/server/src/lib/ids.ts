const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a record id (ids are UUIDs): an address or cursor naming anything else names nothing. */
export const isUuid = (value: string | undefined): value is string => !!value && uuidPattern.test(value);
