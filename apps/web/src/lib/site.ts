/** The business's public contact details, shown in the footer, pages and the chat link. */
export const site = {
  name: 'Cammini di Crescita',
  email: 'info@camminidicrescita.it',
  phone: '+39 055 000 0000',
  chatNumber: '390550000000',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;

export const chatLink = (text?: string) =>
  `https://wa.me/${site.chatNumber}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
