import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FakeOpenAI, startFakeOpenAI } from '../../../server/src/test/fake-openai-server.ts';
import { startE2eServer } from './server-process.ts';

export type ModelBackedServer = { url: string; model: FakeOpenAI; stop(): Promise<void> };

/**
 * A second server of its own (fresh data folder, demo accounts seeded) whose tutor is the
 * OpenAI-compatible back-end, talking to the same local stand-in for a model server that the
 * server's tests use.
 */
export async function startModelBackedServer(): Promise<ModelBackedServer> {
  const workDir = await mkdtemp(join(tmpdir(), 'charla-e2e-model-'));
  const model = await startFakeOpenAI();
  try {
    const server = await startE2eServer({
      dataDir: workDir,
      env: {
        TUTOR_BACKEND: 'openai-compatible',
        TUTOR_BASE_URL: model.baseUrl,
        TUTOR_CHAT_MODEL: 'fake',
        TUTOR_MAX_RETRIES: '0',
      },
    });
    return {
      url: server.url,
      model,
      async stop() {
        await server.stop();
        await model.close();
        await rm(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await model.close();
    throw error;
  }
}
