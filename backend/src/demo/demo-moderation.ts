import { AddComment, CreatePost } from '../groups/use-cases.js';
import { BlockMember, FileReport, HideContent } from '../moderation/use-cases.js';
import { DAY, HOUR, type Group, type Owner, type Simulation } from './demo-simulation.js';

/*
 * A little trouble, as any community has, so the administrators' moderation
 * queue has work on the demo: in the liveliest public group, a puppy ad
 * reported as spam, a member needled in the comments who reports it and
 * blocks the needler, a comment the organizer hid, and the needler reported
 * for their dog's handling. Played through the real handlers in the last
 * days before `now`; the three reports stay open.
 */

const AD =
  'Doodle puppies ready for their forever homes! $1,800 each, can ship anywhere. Message me for pictures.';
const QUESTION =
  'Is anyone else finding the Saturday loop too crowded lately? Thinking of a quieter 8 am walk for nervous dogs. Who is in?';
const NEEDLE = 'If your dog can’t handle a few other dogs, maybe keep it at home.';
const ATTACK = 'Honestly, some people shouldn’t own dogs.';

export function planModeration(sim: Simulation, groups: readonly Group[]): void {
  const { now, rng, handlers } = sim;
  const settled = (group: Group) => group.members.filter((member) => member.at < now - 5 * DAY);
  // Whoever is blocked stays welcome at the blocker's meetups and groups: the blocker runs none.
  const organizers = new Set(groups.map((group) => group.creator));
  const candidates = (group: Group) =>
    settled(group)
      .map((member) => member.owner)
      .filter((owner) => !organizers.has(owner));
  const group = groups
    .filter((candidate) => !candidate.isPrivate)
    .sort((a, b) => candidates(b).length - candidates(a).length)[0];
  if (!group || candidates(group).length < 4) return;
  const [seller, asker, needler, witness] = rng.shuffle(candidates(group)) as [
    Owner,
    Owner,
    Owner,
    Owner,
  ];
  const organizer = group.creator;
  const at = (time: number, run: () => Promise<unknown>) => sim.at(time, run);
  const ctx = (time: number, owner: Owner) => sim.context(time, owner.id!);
  // Ids are known only once the commands before have run: the request is built then.
  const report = (time: number, reporter: Owner, request: () => FileReport['report']) =>
    at(time, async () => {
      await handlers.report.execute(new FileReport(reporter.id!, request(), ctx(time, reporter)));
      sim.summary.openReports += 1;
    });

  const adAt = now - 4 * DAY;
  const ad = { id: '' };
  at(adAt, async () => {
    const posted = await handlers.post.execute(
      new CreatePost(group.id!, seller.id!, { content: AD }, ctx(adAt, seller)),
    );
    ad.id = posted.postId;
    sim.summary.posts += 1;
  });
  report(adAt + 3 * HOUR, asker, () => ({
    target: { kind: 'post', id: ad.id },
    reason: 'spam',
    details:
      'The same puppy ad is in three groups this week, and they won’t say where the puppies come from.',
  }));

  const askedAt = now - 3 * DAY;
  const question = { id: '' };
  const needle = { id: '' };
  at(askedAt, async () => {
    const posted = await handlers.post.execute(
      new CreatePost(group.id!, asker.id!, { content: QUESTION }, ctx(askedAt, asker)),
    );
    question.id = posted.postId;
    sim.summary.posts += 1;
  });
  at(askedAt + HOUR, async () => {
    const added = await handlers.comment.execute(
      new AddComment(question.id, needler.id!, NEEDLE, ctx(askedAt + HOUR, needler)),
    );
    needle.id = added.commentId;
    sim.summary.comments += 1;
  });
  const attack = { id: '' };
  at(askedAt + 2 * HOUR, async () => {
    const added = await handlers.comment.execute(
      new AddComment(question.id, needler.id!, ATTACK, ctx(askedAt + 2 * HOUR, needler)),
    );
    attack.id = added.commentId;
  });
  report(askedAt + 3 * HOUR, asker, () => ({
    target: { kind: 'comment', id: needle.id, postId: question.id },
    reason: 'harassment',
    details: 'Third time this month they have gone after me in the comments.',
  }));
  at(askedAt + 3 * HOUR + 60_000, async () => {
    await handlers.block.execute(
      new BlockMember(asker.id!, needler.id!, true, ctx(askedAt + 3 * HOUR + 60_000, asker)),
    );
    sim.summary.blocks += 1;
  });
  at(askedAt + 5 * HOUR, async () => {
    await handlers.hide.execute(
      new HideContent(
        question.id,
        attack.id,
        organizer.id!,
        false,
        'Personal attack. Please keep comments kind.',
        ctx(askedAt + 5 * HOUR, organizer),
      ),
    );
    sim.summary.hiddenComments += 1;
  });

  report(now - DAY, witness, () => ({
    target: { kind: 'member', id: needler.id! },
    reason: 'unsafe-dog-handling',
    details:
      'Lets their dog off leash next to the playground at the Saturday meetups; it went after a small dog last week.',
  }));
}
