/*
 * Apart from the settings' schemas: the header of every public page builds this link, and a module
 * that defines zod schemas would bring zod's set-up into the first view's scripts.
 */

/** The chat button's address: wa.me takes the number's digits only. */
export const whatsappLink = (number: string, text?: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
