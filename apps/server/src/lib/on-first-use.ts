/**
 * A library imported the first time it is needed, then kept. For the large ones a request seldom needs (the
 * spreadsheet writer, the mailer, the picture codec, the QR code maker): a server holds none of them until the
 * first call that does, and the bundle keeps each in a chunk of its own.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}
