/**
 * The theme components' styles, beside their files in this folder, in every page's stylesheet:
 * a prerendered tab set, details block or code block looks right before its code arrives. The
 * app's registry imports this module once (shell/registry.tsx).
 */
import './tabs.css';
import './details.css';
import './code-block.css';
