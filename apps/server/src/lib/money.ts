/** Money is integer cents in the database and euros (a number such as 49.9) in the API. */
export const centsToEuros = (cents: number): number => Math.round(cents) / 100;
export const eurosToCents = (euros: number): number => Math.round(euros * 100);
