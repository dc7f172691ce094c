package places

import (
	"os"
	"path/filepath"
)

// Adopt moves what anna kept in its earlier places on Windows and macOS
// (the Linux ones, built by hand under the home folder: ~/.local/share/
// anna/games, and configFiles in ~/.config/anna) to today's, once, at the
// start. Moved, not read from both: a player, and the chess program they
// open their games with, find them where this system keeps documents, and
// anna has one place to look. A move is a rename within the user's
// profile, whole or not at all; nothing is moved over what is there
// already, and a place the player chose (XDG_*) is left alone. On Linux
// and the BSDs it does nothing: their places never changed. It returns
// what it moved, from and to, for the log.
func Adopt(configFiles ...string) [][2]string {
	return adopt(earlier(configFiles))
}

// earlier pairs each of anna's earlier places on this system with
// today's: [from, to].
func earlier(configFiles []string) [][2]string {
	if !moved {
		return nil
	}
	h, err := home()
	if err != nil {
		return nil
	}
	var moves [][2]string
	if !chosen("XDG_DATA_HOME") {
		if to, err := gamesDir(); err == nil {
			moves = append(moves, [2]string{filepath.Join(h, ".local", "share", "anna", "games"), to})
		}
	}
	if !chosen("XDG_CONFIG_HOME") {
		if to, err := configDir(); err == nil {
			for _, name := range configFiles {
				moves = append(moves, [2]string{filepath.Join(h, ".config", "anna", name), filepath.Join(to, name)})
			}
		}
	}
	return moves
}

// adopt renames each move's from to its to, where from is there and to is
// not; it returns those it made.
func adopt(moves [][2]string) [][2]string {
	var done [][2]string
	for _, m := range moves {
		if m[0] == m[1] || !exists(m[0]) || exists(m[1]) {
			continue
		}
		if os.MkdirAll(filepath.Dir(m[1]), 0o700) != nil || os.Rename(m[0], m[1]) != nil {
			continue // left where it was, whole
		}
		done = append(done, m)
	}
	return done
}

// chosen reports whether the player set env to a place of their own.
func chosen(env string) bool {
	base := os.Getenv(env)
	return base != "" && filepath.IsAbs(base)
}

func exists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}
