import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/storage';

export const getToken = (): string | null => readStorage(STORAGE_KEYS.token) || null;
export const setToken = (token: string): void => writeStorage(STORAGE_KEYS.token, token);
export const clearToken = (): void => removeStorage(STORAGE_KEYS.token);
