import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readBlogFolder, validateReleaseNotes, formatProblems} from './validate';

/**
 * Fails the build (and `npm start`) when a release note breaks one of the writers' rules: file name, title,
 * one post per date and number, front matter date, truncate marker, known authors and tags. The blog plugin
 * itself accepts most of these mistakes silently, or reports them without naming the rule.
 */
export default function releaseNotesPlugin(context: LoadContext): Plugin {
  const blogDir = path.join(context.siteDir, 'blog');
  return {
    name: 'release-notes-validator',
    getPathsToWatch() {
      return [path.join(blogDir, '**/*')];
    },
    async loadContent() {
      const {files, authors, tags} = readBlogFolder(blogDir);
      const problems = validateReleaseNotes(files, authors, tags);
      if (problems.length > 0) {
        throw new Error(formatProblems(problems));
      }
    },
  };
}
