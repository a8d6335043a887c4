import { profilePhotoUpload } from "@trilha/contracts/profile.calls";
import sharp from "sharp";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The student's photo: no table of its own, a stored file of the scope's and `users.foto`. */
export const profileIsolationSeed: IsolationSeedContributor = {
  tables: [],
  async seed({ marker, ok, tokens }) {
    // Photo names are content hashes: a colour of this scope's own keeps its name from matching another scope's.
    const background = `#${[...marker.slice(-6)].reverse().join("")}`;
    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer();
    await ok(
      profilePhotoUpload,
      { imagem: `data:image/png;base64,${photo.toString("base64")}` },
      tokens.student,
    );
    return undefined;
  },
};
