/** What a write with nothing more to tell answers once it is done. */
const SUCCESS = { message: 'Success' } as const;

/** Runs a write (one service call) and answers `{ message: 'Success' }`: the answer of every such write. */
export async function succeeded(write: Promise<unknown>): Promise<typeof SUCCESS> {
  await write;
  return SUCCESS;
}

/** Runs a create (one service call) and answers `{ message: 'Success', id }` with the new item's id. */
export async function created(create: Promise<number>): Promise<{ message: 'Success'; id: number }> {
  return { message: 'Success', id: await create };
}
