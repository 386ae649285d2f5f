import {
  IdParams,
  ListQuery,
  MemberCoursesResponse,
  MemberListResponse,
  MemberRefParams,
  MemberResponse,
  TerritoriesResponse,
} from '@cammini/contract';
import type { FastifyInstance } from 'fastify';
import { CacheTag } from '../../../lib/cache-tags.js';
import { cacheKey } from '../../../plugins/public-answers.js';
import { publicRead } from '../../../plugins/public-read.js';
import { getMember, listMemberCourses, listMembers, listTerritories } from './members.service.js';

export async function membersRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const cacheTags = [CacheTag.members];

  publicRead(app, '/api/members', {
    docs: { tags: ['catalogue'], summary: 'Members (facilitators) by surname; filter is the territory' },
    querystring: ListQuery,
    answer: MemberListResponse,
    cacheTags,
    key: ({ query }) => cacheKey('members', query),
    load: async ({ query }) => ({ members: await listMembers(ctx, query) }),
  });

  publicRead(app, '/api/members/territories', {
    docs: { tags: ['catalogue'], summary: "The members' territories, for the members page's filter" },
    answer: TerritoriesResponse,
    cacheTags,
    key: () => 'territories',
    load: async () => ({ territories: await listTerritories(ctx) }),
  });

  publicRead(app, '/api/member/:id', {
    docs: { tags: ['catalogue'], summary: 'One member' },
    params: IdParams,
    answer: MemberResponse,
    cacheTags,
    key: ({ params }) => cacheKey('member', params),
    load: async ({ params }) => ({ member: await getMember(ctx, params.id) }),
  });

  publicRead(app, '/api/members/:idMember/courses', {
    docs: {
      tags: ['catalogue'],
      summary: "A member's in-person and online courses; the member by id or by name-surname",
    },
    params: MemberRefParams,
    answer: MemberCoursesResponse,
    cacheTags: [CacheTag.members, CacheTag.courses, CacheTag.onlineCourses],
    key: ({ params }) => cacheKey('member-courses', { ref: params.idMember.toLowerCase() }),
    load: ({ params }) => listMemberCourses(ctx, params.idMember),
  });
}
