import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { AUDIT_STATUS_LABELS } from '@portal/contracts';
import { loadConfig } from '../config';
import { type Db, openDatabase } from '../db/database';
import { AppError } from '../http/errors';
import { createAuditDesk } from './audits';
import { systemClock } from '../clock';
import { createExpertDesk } from '../experts/applications';

export const OPERATOR_USAGE = [
  'usage: npm run operator -w @portal/gateway -- audit list',
  '       npm run operator -w @portal/gateway -- audit approve <userId> [--reason <text>]',
  '       npm run operator -w @portal/gateway -- audit reject <userId> --reason <text>',
  '       npm run operator -w @portal/gateway -- expert list',
  '       npm run operator -w @portal/gateway -- expert approve <userId> [--reason <text>]',
  '       npm run operator -w @portal/gateway -- expert reject <userId> --reason <text>',
].join('\n');

/** Runs one operator command against `db`; answers the process exit code and writes what happened to `out`. */
export async function runOperatorCommand(argv: readonly string[], db: Db, out: (line: string) => void): Promise<number> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { reason: { type: 'string' } },
    strict: false,
  });
  const [area, action, id] = positionals;
  const audits = area === 'expert' ? createExpertDesk(db, systemClock) : createAuditDesk(db);
  if (area !== 'audit' && area !== 'expert') {
    out(OPERATOR_USAGE);
    return 2;
  }
  const what = area === 'expert' ? '专家' : '主播';
  if (action === 'list') {
    for (const application of await audits.list(undefined)) {
      const name = 'name' in application ? application.name : application.realName;
      out(`${application.userId}\t${application.nickName}\t${AUDIT_STATUS_LABELS[application.status]}\t${name ?? ''}\t${application.submittedAt ?? ''}\t${application.reason}`);
    }
    return 0;
  }
  const userId = Number(id);
  if ((action !== 'approve' && action !== 'reject') || !Number.isInteger(userId) || userId <= 0) {
    out(OPERATOR_USAGE);
    return 2;
  }
  const reason = typeof values.reason === 'string' ? values.reason : undefined;
  try {
    const reviewed = await audits.review({ userId, decision: action, reason, reviewedBy: 'command' });
    out(`用户 ${userId} 的${what}申请${AUDIT_STATUS_LABELS[reviewed.status]}：${reviewed.reason}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      out(error.message);
      return 1;
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    process.exitCode = await runOperatorCommand(process.argv.slice(2), database.db, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
