import { AppError } from '../../../lib/app-error.js';

/** 409: the item is still needed by something a customer owns. */
export const inUse = (message: string) => new AppError('IN_USE', message);
