/**
 * A finding about the content: data with a position, like unified's vfile messages. Every stage
 * returns these instead of throwing or printing; one reporter per format prints them once.
 */
import { z } from 'zod';
import { DIAGNOSTIC_CODES, type DiagnosticCode } from './diagnostic-codes.ts';

export const diagnosticCode = z.enum(Object.keys(DIAGNOSTIC_CODES) as [DiagnosticCode, ...DiagnosticCode[]]);

export type { DiagnosticCode };

/**
 * `info` is a note said once (a plugin docs-cli does not run, a package stood in, a level set to
 * Docusaurus's `log`): printed, never counted as a warning or error, never changing the exit code.
 */
export const diagnosticLevel = z.enum(['error', 'warn', 'info']);
export type DiagnosticLevel = z.infer<typeof diagnosticLevel>;

export const diagnostic = z.strictObject({
  level: diagnosticLevel,
  code: diagnosticCode,
  message: z.string(),
  /** site-relative POSIX path of the file the finding is in */
  file: z.string(),
  /** 1-based */
  line: z.number().int().positive(),
  /** 1-based */
  column: z.number().int().positive(),
  endLine: z.number().int().positive().optional(),
  endColumn: z.number().int().positive().optional(),
  /** the route of the page the finding is on, when it is on a page */
  route: z.string().optional(),
  /** the link, id or key the finding is about, as written */
  target: z.string().optional(),
  /** closest existing routes, anchors or ids ("did you mean") */
  suggestions: z.array(z.string()).optional(),
  /** one more sentence on how to fix it */
  hint: z.string().optional(),
});
export type Diagnostic = z.infer<typeof diagnostic>;
