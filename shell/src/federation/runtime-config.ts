import { runtimeConfigSchema, type RuntimeConfig } from '@nordhub/contracts';

/** Parses /runtime-config.json; the error names the field and the rule that failed. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new Error(`Invalid /runtime-config.json: ${problems.join('; ')}`);
}

export async function readRuntimeConfig(response: Promise<Response>): Promise<RuntimeConfig> {
  const res = await response;
  if (!res.ok) throw new Error(`/runtime-config.json answered ${res.status}`);
  return parseRuntimeConfig(await res.json());
}
