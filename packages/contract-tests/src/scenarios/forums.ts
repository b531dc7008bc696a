import { logIn, registerMember } from '../steps.ts';
import {
  authorLocksTheThread,
  childAccountsCannotPost,
  createThread,
  readTheForums,
  replyAndComment,
  threadCreateRefusals,
} from './forums-posting.ts';
import {
  postToModerate,
  staffDeletesTheThread,
  staffEditsRefusedToMembers,
} from './forums-moderation.ts';
import type { ScenarioDefinition } from './scenario.ts';

/** Spec 03: forums, the author's lock and staff moderation. */
export const forumScenarios: ScenarioDefinition[] = [
  {
    name: 'forums: thread → reply → comment → author lock',
    async run(t) {
      const category = t.run.fixtures.data.forumCategory;
      const author = await registerMember(t, 'fo');
      const other = await registerMember(t, 'fx');
      await readTheForums(t, author, category);
      await threadCreateRefusals(t, author.token, category);
      const thread = await createThread(t, author, category);
      const reply = await replyAndComment(t, author, other, category, thread);
      await childAccountsCannotPost(t, { category, thread, reply });
      await authorLocksTheThread(t, author, other, { category, thread, reply });
    },
  },
  {
    name: 'forums: staff moderation (pin, scrub, lock, delete)',
    async run(t) {
      const category = t.run.fixtures.data.forumCategory;
      const author = await registerMember(t, 'fm');
      const posted = await postToModerate(t, author, category);
      const { access_token: staff } = await logIn(t, t.run.fixtures.accounts.staff);
      const moderated = { ...posted, category, token: author.token, staff };
      await staffEditsRefusedToMembers(t, moderated);
      await staffDeletesTheThread(t, moderated);
    },
  },
];
