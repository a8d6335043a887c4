import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { loadConfig, type S3Settings } from "../config.ts";
import { createS3Client } from "../providers/storage/s3-storage.ts";

// The SDK's notice that its 2027 releases need Node 22 says nothing about the code under test.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

/** The S3 settings of one fresh bucket, as environment variables and as the config reads them. */
export interface TestBucket {
  env: Record<string, string>;
  settings: S3Settings;
  /** Lets go of the store; the last bucket released stops it. */
  release(): Promise<void>;
}

interface Running {
  server: S3rver;
  endpoint: string;
  directory: string;
  users: number;
}

let running: Promise<Running> | null = null;

async function start(): Promise<Running> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  return { server, endpoint: `http://127.0.0.1:${port}`, directory, users: 0 };
}

/**
 * A new, empty bucket on an S3-compatible server (s3rver) running in this process on an ephemeral loopback
 * port: started by the first suite that asks, stopped when the last one releases its bucket. Each server under
 * test gets a bucket of its own, as each gets a DATA_DIR of its own; two servers that must share files share one.
 */
export async function createTestBucket(): Promise<TestBucket> {
  running ??= start();
  const store = await running;
  store.users += 1;
  const env = {
    S3_BUCKET: `trilha-${randomBytes(6).toString("hex")}`,
    S3_ENDPOINT: store.endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    S3_FORCE_PATH_STYLE: "true",
  };
  const config = loadConfig(env);
  if (config.storage.kind !== "s3") throw new Error("the S3 settings did not select S3");
  const settings = config.storage;
  const client = await createS3Client(settings);
  try {
    const { CreateBucketCommand } = await import("@aws-sdk/client-s3");
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
  let released = false;
  return {
    env,
    settings,
    release: async () => {
      if (released) return;
      released = true;
      store.users -= 1;
      if (store.users > 0) return;
      running = null;
      await store.server.close();
      fs.rmSync(store.directory, { recursive: true, force: true });
    },
  };
}
