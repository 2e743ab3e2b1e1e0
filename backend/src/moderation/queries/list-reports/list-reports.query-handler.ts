import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  DOCUMENT_STORE,
  type DocumentStore,
} from '@packmeet/projections/store/document-store.port';
import {
  REPORTS,
  SUSPENSIONS,
  type ModerationPerson,
  type ModerationReportResponse,
  type ReportDocument,
  type ReportTarget,
} from '../../../contracts/moderation.js';
import { DISCUSSION, discussionKey } from '../../../contracts/discussion.js';
import {
  COMMENTS,
  GROUPS,
  MEETUPS,
  PHOTOS,
  POSTS,
  type UserDocument,
} from '../../../contracts/read-models.js';
import { usersById } from '../../../groups/index.js';
import { ListReports } from './list-reports.query.js';

const person = (id: string, user: UserDocument | undefined): ModerationPerson =>
  user
    ? { id, name: `${user.firstName} ${user.lastName}`, username: user.username }
    : { id, name: 'Former member', username: null };

/** The reported words as they are now, and whether they are hidden already. */
async function contentOf(store: DocumentStore, report: ReportDocument) {
  const { kind, id } = report.target;
  if (kind === 'post') {
    const post = await store.collection(POSTS).findOne({ _id: id });
    return { content: post?.content ?? null, hidden: post?.hidden !== undefined };
  }
  if (kind === 'comment') {
    const comment = await store.collection(COMMENTS).findOne({ _id: id });
    return { content: comment?.content ?? null, hidden: comment?.hidden !== undefined };
  }
  if (kind === 'meetup') {
    const meetup = await store.collection(MEETUPS).findOne({ _id: id });
    return { content: meetup ? `${meetup.title}: ${meetup.description}` : null, hidden: false };
  }
  if (kind === 'photo') {
    const photo = await store.collection(PHOTOS).findOne({ _id: id });
    return {
      content: photo ? `A photo of the meetup ${photo.meetupId}` : null,
      hidden: photo?.hidden !== undefined,
    };
  }
  if (kind === 'discussion') return discussionContentOf(store, report.target);
  return { content: null, hidden: false };
}

/**
 * A discussion post's or reply's text as the thread keeps it: edited, "[removed]" once its author
 * is forgotten, gone (null) once deleted. A reply under a hidden post is hidden with it.
 */
async function discussionContentOf(store: DocumentStore, { id, postId }: ReportTarget) {
  const key = postId === undefined ? id : discussionKey(postId, id);
  const messages = await store
    .collection(DISCUSSION)
    .find({ _id: { $in: [...new Set([key, postId ?? id])] } });
  const message = messages.find((found) => found._id === key);
  if (!message || message.deleted) return { content: null, hidden: false };
  return {
    content: message.text,
    hidden: messages.some((found) => found.hidden !== undefined),
  };
}

@QueryHandler(ListReports)
export class ListReportsHandler implements IQueryHandler<ListReports> {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async execute({ filter, take, after }: ListReports): Promise<ModerationReportResponse[]> {
    const reports = await this.store.collection(REPORTS).find(
      {
        ...(filter.status === null ? {} : { status: filter.status }),
        ...(filter.kind === null ? {} : { 'target.kind': filter.kind }),
        ...(after && {
          $or: [
            { createdAt: { $lt: after.createdAt } },
            { createdAt: after.createdAt, _id: { $lt: after.id } },
          ],
        }),
      },
      { sort: { createdAt: -1, _id: -1 }, limit: take },
    );
    const subjects = reports.flatMap((report) => (report.subjectId ? [report.subjectId] : []));
    const [people, groups, suspensions] = await Promise.all([
      usersById(this.store, [...reports.map((report) => report.reporterId), ...subjects]),
      this.store.collection(GROUPS).find({
        _id: { $in: reports.flatMap((report) => (report.groupId ? [report.groupId] : [])) },
      }),
      this.store.collection(SUSPENSIONS).find({ _id: { $in: subjects } }),
    ]);
    const groupNames = new Map(groups.map((group) => [group._id, group.name]));
    const suspended = new Map(suspensions.map((suspension) => [suspension._id, suspension.until]));
    return Promise.all(
      reports.map(async (report): Promise<ModerationReportResponse> => {
        const { subjectId, groupId } = report;
        return {
          id: report._id,
          status: report.status,
          target: report.target,
          reason: report.reason,
          details: report.details,
          reporter: person(report.reporterId, people.get(report.reporterId)),
          subject: subjectId ? person(subjectId, people.get(subjectId)) : null,
          group: groupId ? { id: groupId, name: groupNames.get(groupId) ?? '' } : null,
          ...(await contentOf(this.store, report)),
          subjectSuspendedUntil: subjectId ? suspended.get(subjectId) : undefined,
          createdAt: report.createdAt,
        };
      }),
    );
  }
}
