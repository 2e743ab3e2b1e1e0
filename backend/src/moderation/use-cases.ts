/*
 * What a composition root outside Nest wires to run moderation' real use cases: the
 * command messages and their handlers. The demo seeder is its one user
 * (.dependency-cruiser.cjs); other modules ask through index.ts, and Nest
 * composes the handlers through the module's Nest module.
 */
export { BlockMember } from './commands/block-member/block-member.command.js';
export { BlockMemberHandler } from './commands/block-member/block-member.handler.js';
export { FileReport } from './commands/file-report/file-report.command.js';
export { FileReportHandler } from './commands/file-report/file-report.handler.js';
export { HideContent } from './commands/hide-content/hide-content.command.js';
export { HideContentHandler } from './commands/hide-content/hide-content.handler.js';
