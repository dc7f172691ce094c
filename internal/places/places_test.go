package places

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
)

// homeAt points every system's home (HOME, and Windows' USERPROFILE,
// APPDATA, LOCALAPPDATA) at dir and unsets the XDG places.
func homeAt(t *testing.T, dir string) {
	t.Helper()
	t.Setenv("HOME", dir)
	t.Setenv("USERPROFILE", dir)
	t.Setenv("APPDATA", filepath.Join(dir, "AppData", "Roaming"))
	t.Setenv("LOCALAPPDATA", filepath.Join(dir, "AppData", "Local"))
	for _, v := range []string{"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"} {
		t.Setenv(v, "")
	}
}

// TestSystemPlaces: each system's own places, under its home.
func TestSystemPlaces(t *testing.T) {
	home := t.TempDir()
	homeAt(t, home)
	want := map[string][4]string{ // games, config, logs, data
		"linux":   {".local/share/anna/games", ".config/anna", ".local/state/anna", ".local/share/anna"},
		"darwin":  {"Documents/anna", "Library/Application Support/anna", "Library/Logs/anna", "Library/Application Support/anna"},
		"windows": {"", "AppData/Roaming/anna", "AppData/Local/anna", "AppData/Roaming/anna"}, // Documents: the known folder's
	}[runtime.GOOS]
	if want == [4]string{} {
		want = [4]string{".local/share/anna/games", ".config/anna", ".local/state/anna", ".local/share/anna"} // the BSDs
	}
	for i, f := range []func() (string, error){Games, Config, Logs, Data} {
		got, err := f()
		if err != nil {
			t.Fatal(err)
		}
		if want[i] == "" {
			// Windows keeps games in Documents, wherever the user's
			// Known Folder puts it (not under USERPROFILE when OneDrive
			// holds it): a folder of its own named anna.
			if st, err := os.Stat(filepath.Dir(got)); err != nil || !st.IsDir() || filepath.Base(got) != "anna" || !filepath.IsAbs(got) {
				t.Errorf("games folder %s: want anna in the Documents folder (%v)", got, err)
			}
			continue
		}
		if w := filepath.Join(home, filepath.FromSlash(want[i])); got != w {
			t.Errorf("place %d: got %s, want %s", i, got, w)
		}
	}
}

// TestChosenPlaces: XDG_DATA_HOME, XDG_CONFIG_HOME and XDG_STATE_HOME
// choose the places on every system; a relative one is ignored, as the
// XDG specification says.
func TestChosenPlaces(t *testing.T) {
	home, chosen := t.TempDir(), t.TempDir()
	homeAt(t, home)
	before, _ := Config()
	t.Setenv("XDG_DATA_HOME", filepath.Join(chosen, "data"))
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(chosen, "config"))
	t.Setenv("XDG_STATE_HOME", filepath.Join(chosen, "state"))
	for _, c := range []struct {
		f    func() (string, error)
		want string
	}{
		{Games, filepath.Join(chosen, "data", "anna", "games")},
		{Config, filepath.Join(chosen, "config", "anna")},
		{Logs, filepath.Join(chosen, "state", "anna")},
		{Data, filepath.Join(chosen, "data", "anna")},
	} {
		if got, err := c.f(); err != nil || got != c.want {
			t.Errorf("got %s (%v), want %s", got, err, c.want)
		}
	}
	t.Setenv("XDG_CONFIG_HOME", "relative/config")
	if got, _ := Config(); got != before {
		t.Errorf("a relative XDG_CONFIG_HOME must be ignored: got %s, want %s", got, before)
	}
}

// TestEarlierPlaces: on Windows and macOS anna once kept games, settings
// and the token in the Linux places; on Linux and the BSDs nothing moved.
// A place the player chose is not moved into.
func TestEarlierPlaces(t *testing.T) {
	home := t.TempDir()
	homeAt(t, home)
	got := earlier([]string{"config.toml", "lichess-token"})
	if runtime.GOOS != "windows" && runtime.GOOS != "darwin" {
		if got != nil {
			t.Fatalf("got %v, want nothing to move", got)
		}
		return
	}
	games, _ := Games()
	config, _ := Config()
	want := [][2]string{
		{filepath.Join(home, ".local", "share", "anna", "games"), games},
		{filepath.Join(home, ".config", "anna", "config.toml"), filepath.Join(config, "config.toml")},
		{filepath.Join(home, ".config", "anna", "lichess-token"), filepath.Join(config, "lichess-token")},
	}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("move %d: got %v, want %v", i, got[i], want[i])
		}
	}
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	if got := earlier([]string{"config.toml"}); got != nil {
		t.Errorf("with the places chosen: got %v, want nothing to move", got)
	}
}

// TestAdopt: a file or folder is renamed into its new place when it is in
// the old and the new is free; never over what is there.
func TestAdopt(t *testing.T) {
	dir := t.TempDir()
	at := func(elem ...string) string { return filepath.Join(append([]string{dir}, elem...)...) }
	write := func(path, text string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(at("old", "games", "a.pgn"), "game a")
	write(at("old", "config.toml"), "old settings")
	write(at("new", "config.toml"), "new settings")
	moves := [][2]string{
		{at("old", "games"), at("new", "Documents", "anna")}, // moved whole, its parents made
		{at("old", "config.toml"), at("new", "config.toml")}, // the new one stays
		{at("old", "lichess-token"), at("new", "lichess-token")},
	}
	done := adopt(moves)
	if len(done) != 1 || done[0] != moves[0] {
		t.Fatalf("moved %v, want only the games", done)
	}
	for path, want := range map[string]string{
		at("new", "Documents", "anna", "a.pgn"): "game a",
		at("new", "config.toml"):                "new settings",
		at("old", "config.toml"):                "old settings",
	} {
		if data, err := os.ReadFile(path); err != nil || string(data) != want {
			t.Errorf("%s: got %q (%v), want %q", path, data, err, want)
		}
	}
	if _, err := os.Stat(at("new", "lichess-token")); err == nil {
		t.Error("a token was made from nothing")
	}
	if again := adopt(moves); again != nil {
		t.Errorf("a second start moved %v again", again)
	}
}
