package places

import (
	"os"
	"path/filepath"

	"golang.org/x/sys/windows"
)

// Windows: games in the user's Documents folder (the Known Folder
// FOLDERID_Documents: wherever the user or their organisation moved it,
// OneDrive included); settings, keys and the token in the roaming
// %APPDATA%, which follows the user from machine to machine; logs in
// %LOCALAPPDATA%, this machine's alone.

func gamesDir() (string, error) {
	dir, err := windows.KnownFolderPath(windows.FOLDERID_Documents, windows.KF_FLAG_DEFAULT)
	if err != nil || dir == "" {
		h, herr := home()
		if herr != nil {
			return "", herr
		}
		dir = filepath.Join(h, "Documents")
	}
	return filepath.Join(dir, "anna"), nil
}

func dataDir() (string, error) { return configDir() }

func configDir() (string, error) { return appData("APPDATA", windows.FOLDERID_RoamingAppData) }

func logsDir() (string, error) { return appData("LOCALAPPDATA", windows.FOLDERID_LocalAppData) }

// appData is env's folder\anna (as os.UserConfigDir and os.UserCacheDir
// read it), or the known folder's when env is not set.
func appData(env string, known *windows.KNOWNFOLDERID) (string, error) {
	dir := os.Getenv(env)
	if dir == "" {
		var err error
		if dir, err = windows.KnownFolderPath(known, windows.KF_FLAG_DEFAULT); err != nil || dir == "" {
			return "", ErrNoHome
		}
	}
	return filepath.Join(dir, "anna"), nil
}

// moved: anna kept its games, settings and token in the Linux places
// (written by hand, under the user profile) before it had Windows' own.
const moved = true
