import type { CustomerRow } from '@cammini/contract';

/** A row of the customer list: Anna Neri, who bought the in-person course "Respiro" for 280 €, unless `values` say otherwise. */
export const customerRow = (values: Partial<CustomerRow> = {}): CustomerRow => ({
  userName: 'Anna',
  userSurname: 'Neri',
  email: 'anna@example.com',
  phoneNumber: '+39 333 1234567',
  courseTitle: 'Respiro',
  coursePrice: 280,
  meditationTitle: null,
  meditationPrice: null,
  ...values,
});
