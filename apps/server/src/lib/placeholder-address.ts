/**
 * Whether an e-mail address is a developer's placeholder (the default CONTACT_EMAIL
 * `info@localhost.test`): its domain is `localhost` or ends in one of the names reserved for tests
 * and local machines (RFC 2606, RFC 6761). Mail to it reaches no one, so it is never shown to the
 * owner or a customer as the address to write to.
 */
export function isPlaceholderAddress(address: string): boolean {
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  return domain === 'localhost' || /\.(test|localhost|invalid)$/.test(domain);
}
