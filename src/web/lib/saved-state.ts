/**
 * Application state saved in session storage, encrypted with AES-GCM (SPEC.md §4). The key is a
 * non-extractable Web Crypto key kept in IndexedDB, so the stored text alone reveals nothing; state
 * that cannot be decrypted (other key, tampering, old format) is treated as empty.
 */
import { SESSION_STORAGE_KEYS } from '../../common/constants';

const DB_NAME = 'karjaloy';
const STORE = 'keys';
const KEY_ID = 'saved-state';
let keyPromise: Promise<CryptoKey> | null = null;

function openKeyStore(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function loadOrCreateKey(): Promise<CryptoKey> {
  const generate = () =>
    crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  // Without IndexedDB the key lives for this page only; state then does not survive a reload.
  if (typeof indexedDB === 'undefined') return generate();
  const db = await openKeyStore();
  const existing = await new Promise<CryptoKey | undefined>((resolve, reject) => {
    const request = db.transaction(STORE).objectStore(STORE).get(KEY_ID);
    request.onsuccess = () => resolve(request.result as CryptoKey | undefined);
    request.onerror = () => reject(request.error);
  });
  if (existing) return existing;
  const key = await generate();
  await new Promise<void>((resolve, reject) => {
    const request = db.transaction(STORE, 'readwrite').objectStore(STORE).put(key, KEY_ID);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
  return key;
}

const stateKey = () => (keyPromise ??= loadOrCreateKey());

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

async function readAll(): Promise<Record<string, unknown>> {
  const stored = sessionStorage.getItem(SESSION_STORAGE_KEYS.savedState);
  if (!stored) return {};
  try {
    const bytes = fromBase64(stored);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      await stateKey(),
      bytes.slice(12),
    );
    const value = JSON.parse(new TextDecoder().decode(plain));
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

export async function loadSavedState<T>(name: string): Promise<T | undefined> {
  return (await readAll())[name] as T | undefined;
}

export async function saveState(name: string, value: unknown): Promise<void> {
  const all = await readAll();
  if (value === undefined) delete all[name];
  else all[name] = value;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await stateKey(),
      new TextEncoder().encode(JSON.stringify(all)),
    ),
  );
  const combined = new Uint8Array(iv.length + cipher.length);
  combined.set(iv);
  combined.set(cipher, iv.length);
  sessionStorage.setItem(SESSION_STORAGE_KEYS.savedState, toBase64(combined));
}
