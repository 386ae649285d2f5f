import { PASSWORD_MIN_LENGTH } from '@cammini/contract';

/** The numbers the accounts catalogue's texts name, for useFieldText. */
export const accountsTextValues = { min: PASSWORD_MIN_LENGTH };
