/** /userskills (SPEC.md §2) and the master list of skill areas the profile's skills tab chooses from. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PROFILE_SECTION_PATHS,
  userSkillsQuerySchema,
} from '../../../common/contracts/profile-sections.contract';
import { canSeeSkillsAndInnovation, isSignedIn } from '../../../common/permissions';
import { caller } from '../../platform/auth';
import { ok, requestLang } from '../../platform/http';
import { sendXlsx } from '../../platform/xlsx';
import { todayInDhaka } from '../office/office-people.service';
import { listSkillAreas, listUserSkills } from './skills.service';
import { exportUserSkills } from './skills-export.service';

export const skillsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['skills'];
  // The profile's skills tab is for everyone signed in (SPEC.md §6: profile menu without role checks).
  app.get(PROFILE_SECTION_PATHS.skillAreas, { config: { access: isSignedIn }, schema: { tags } }, async () =>
    ok(await listSkillAreas(app.db)),
  );
  app.get(
    PROFILE_SECTION_PATHS.userSkills,
    { config: { access: canSeeSkillsAndInnovation }, schema: { tags, querystring: userSkillsQuerySchema } },
    async (request) => ok(await listUserSkills(app.db, caller(request), request.query)),
  );
  app.get(
    PROFILE_SECTION_PATHS.userSkillsExport,
    {
      config: { access: canSeeSkillsAndInnovation },
      schema: { tags, querystring: userSkillsQuerySchema.omit({ page: true, pageSize: true }) },
    },
    async (request, reply) => {
      const file = await exportUserSkills(app.db, caller(request), request.query, requestLang(request));
      return sendXlsx(reply, `skills-${todayInDhaka()}.xlsx`, file);
    },
  );
};
