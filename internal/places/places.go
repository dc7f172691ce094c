// Package places decides where anna keeps its files, one function for
// each place, on every system: where that system's players and programs
// look for them.
//
//	            Linux, BSD (XDG)           Windows                   macOS
//	Games       ~/.local/share/anna/games  Documents\anna            ~/Documents/anna
//	Data        ~/.local/share/anna        %APPDATA%\anna            ~/Library/Application Support/anna
//	Config      ~/.config/anna             %APPDATA%\anna            ~/Library/Application Support/anna
//	Logs        ~/.local/state/anna        %LOCALAPPDATA%\anna       ~/Library/Logs/anna
//
// Games are the player's documents: on Windows and macOS they go where a
// player (and any chess program's Open dialog) finds them, the Documents
// folder. Config holds what follows the player from one machine to the
// next (the settings file, the SSH host key, known_hosts, the lichess
// token, the views of players who joined): Windows' roaming AppData.
// Data is what anna keeps for the player that is neither a document nor a
// choice (the puzzle rating): XDG's data folder on Linux, and on Windows
// and macOS the same folder as Config, which follows the player too.
// Logs are this machine's alone: Windows' local AppData.
//
// XDG_DATA_HOME, XDG_CONFIG_HOME and XDG_STATE_HOME, when set to an
// absolute path, choose the three on every system, as they do on Linux:
// one way for a player (or a test) to keep anna's files elsewhere,
// whatever the system.
package places

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// ErrNoHome says a place cannot be named: the system tells no home
// folder (no HOME, no user profile).
var ErrNoHome = errors.New("places: no home folder")

// Games is the folder of the scoresheets anna names itself (a game started
// without --pgn). It may not exist yet.
func Games() (string, error) {
	return place("XDG_DATA_HOME", filepath.Join("anna", "games"), gamesDir)
}

// Data is anna's folder of what it keeps for the player: the puzzle
// rating. It may not exist yet.
func Data() (string, error) {
	return place("XDG_DATA_HOME", "anna", dataDir)
}

// Config is anna's own folder for what the player chose and keeps: the
// settings file, keys, known hosts, the lichess token.
func Config() (string, error) {
	return place("XDG_CONFIG_HOME", "anna", configDir)
}

// Logs is the folder of anna's logs (the sound's, the host's refused
// logins): this machine's state, never roaming.
func Logs() (string, error) {
	return place("XDG_STATE_HOME", "anna", logsDir)
}

// Log is a log's path in anna's logs folder, or the null device when the
// system names no home.
func Log(name string) string {
	dir, err := Logs()
	if err != nil {
		return os.DevNull
	}
	return filepath.Join(dir, name)
}

// place is $xdg/sub when xdg names an absolute path (the XDG spec ignores
// a relative one), or the system's own place.
func place(xdg, sub string, system func() (string, error)) (string, error) {
	if chosen(xdg) {
		return filepath.Join(os.Getenv(xdg), sub), nil
	}
	return system()
}

// underHome is a place under the user's home folder.
func underHome(elem ...string) (string, error) {
	dir, err := home()
	if err != nil {
		return "", err
	}
	return filepath.Join(append([]string{dir}, elem...)...), nil
}

// home is the user's home folder.
func home() (string, error) {
	dir, err := os.UserHomeDir()
	if err != nil {
		return "", fmt.Errorf("%w: %w", ErrNoHome, err)
	}
	return dir, nil
}
