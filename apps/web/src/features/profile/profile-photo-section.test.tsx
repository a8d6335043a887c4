import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PHOTO_MAX_BYTES } from "@trilha/contracts/limits";
import { profilePhotoRemove, profilePhotoUpload } from "@trilha/contracts/profile.calls";
import { describe, expect, it } from "vitest";
import { getSession, setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { ProfilePhotoSection } from "./profile-photo-section.tsx";

const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function choose(file: File) {
  fireEvent.change(screen.getByLabelText("Escolher uma foto"), { target: { files: [file] } });
}

describe("ProfilePhotoSection", () => {
  it("uploads a chosen picture as a data URL and shows the new photo", async () => {
    const user = makeUser({ token: "tok" });
    setSession(user);
    const updated = { ...user, foto: "nova.webp" };
    const { requests } = stubApi([
      [
        profilePhotoUpload,
        ok(profilePhotoUpload, {
          status: "sucesso",
          mensagem: "Foto de perfil atualizada.",
          usuario: updated,
        }),
      ],
    ]);
    const view = render(<ProfilePhotoSection user={user} />);
    expect(screen.getByText("Você ainda não tem uma foto de perfil.")).toBeTruthy();
    choose(new File([PNG_BYTES], "eu.png", { type: "image/png" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Foto de perfil atualizada."));
    const body = await requests[0]?.json();
    expect(body.imagem).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer tok");
    expect(getSession()).toMatchObject({ user: { foto: "nova.webp" } });
    view.rerender(<ProfilePhotoSection user={{ ...updated, token: "tok" }} />);
    // Shown 112 px wide: the server's 128 px copy.
    expect(screen.getByRole("img", { name: "Sua foto de perfil" }).getAttribute("src")).toBe(
      "/foto-perfil/nova.webp?w=128",
    );
  });

  it("shows a visiting administrator the photo without a way to change it", () => {
    render(<ProfilePhotoSection user={makeUser({ foto: "dela.webp", visitante: true })} />);
    expect(screen.getByRole("img", { name: "Sua foto de perfil" })).toBeTruthy();
    expect(screen.queryByLabelText("Escolher uma foto")).toBeNull();
    expect(screen.queryByRole("button", { name: "Remover foto" })).toBeNull();
  });

  it("refuses other types and oversized files before any call", () => {
    const { fetchMock } = stubApi([]);
    render(<ProfilePhotoSection user={makeUser()} />);
    choose(new File(["GIF89a"], "a.gif", { type: "image/gif" }));
    expect(screen.getByRole("alert").textContent).toBe("A foto deve ser uma imagem JPEG, PNG ou WebP.");
    const big = new File([new Uint8Array(PHOTO_MAX_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    choose(big);
    expect(screen.getByRole("alert").textContent).toBe("A foto deve ter no máximo 4 MB.");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the picture", async () => {
    stubApi([[profilePhotoUpload, failure(400, "O arquivo enviado não é uma imagem válida.")]]);
    render(<ProfilePhotoSection user={makeUser()} />);
    choose(new File([PNG_BYTES], "eu.png", { type: "image/png" }));
    expect((await screen.findByRole("alert")).textContent).toBe("O arquivo enviado não é uma imagem válida.");
  });

  it("removes the photo", async () => {
    const user = makeUser({ foto: "velha.webp" });
    setSession(user);
    stubApi([
      [
        profilePhotoRemove,
        ok(profilePhotoRemove, {
          status: "sucesso",
          mensagem: "Foto de perfil removida.",
          usuario: { ...user, foto: null },
        }),
      ],
    ]);
    render(<ProfilePhotoSection user={user} />);
    fireEvent.click(screen.getByRole("button", { name: "Remover foto" }));
    await waitFor(() => expect(screen.getByRole("status").textContent).toBe("Foto de perfil removida."));
    expect(getSession()).toMatchObject({ user: { foto: null } });
  });
});
