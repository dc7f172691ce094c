package main

import (
	"path/filepath"
	"runtime"
	"testing"
)

// homeEnv is the environment in which a run of anna has home as its home
// on every system, and keeps every file of its under it: HOME, Windows'
// user profile and AppData, and on Windows and macOS XDG's places too
// (which internal/places takes on every system): there the games' place,
// the Documents folder, is the system's (a Known Folder on Windows) and no
// variable moves it. Every test so finds anna's files where Linux keeps
// them, under home: .local/share/anna/games, .config/anna,
// .local/state/anna; and none writes into the real profile.
func homeEnv(home string) []string {
	env := []string{
		"HOME=" + home, "USERPROFILE=" + home,
		"APPDATA=" + filepath.Join(home, "AppData", "Roaming"),
		"LOCALAPPDATA=" + filepath.Join(home, "AppData", "Local"),
	}
	if runtime.GOOS == "windows" || runtime.GOOS == "darwin" {
		return append(env, "XDG_DATA_HOME="+filepath.Join(home, ".local", "share"),
			"XDG_CONFIG_HOME="+filepath.Join(home, ".config"), "XDG_STATE_HOME="+filepath.Join(home, ".local", "state"))
	}
	return append(env, "XDG_DATA_HOME=", "XDG_CONFIG_HOME=", "XDG_STATE_HOME=")
}

// setHome gives this test process home as homeEnv does a run of anna.
func setHome(t *testing.T, home string) {
	t.Helper()
	for _, kv := range homeEnv(home) {
		for i := 0; i < len(kv); i++ {
			if kv[i] == '=' {
				t.Setenv(kv[:i], kv[i+1:])
				break
			}
		}
	}
}
