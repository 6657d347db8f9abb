CREATE VIEW "classroom_teaching" AS (select id as classroom_id, owner_id as teacher_profile_id, true as is_owner from classrooms
      union all
      select classroom_id, teacher_profile_id, false as is_owner from classroom_teachers);