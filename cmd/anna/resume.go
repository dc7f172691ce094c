package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/anna-chess/anna/scoresheet"
	"github.com/anna-chess/anna/session"
)

// resumeSession sets up the last unfinished match again (or the one whose
// scoresheet --pgn names) and returns it with its scoresheet's path.
func resumeSession(pgn string, cfg session.Config) (*session.Session, string, error) {
	state, err := findState(pgn)
	if err != nil {
		return nil, "", err
	}
	data, err := os.ReadFile(state)
	if err != nil {
		return nil, "", fmt.Errorf("anna: %w", err)
	}
	var st session.State
	if err := json.Unmarshal(data, &st); err != nil {
		return nil, "", fmt.Errorf("anna: %s cannot be read: %v", state, err)
	}
	sess, err := session.Restore(st, cfg)
	if err != nil {
		return nil, "", fmt.Errorf("anna: the match in %s cannot be resumed: %s", state, strings.TrimPrefix(err.Error(), "session: "))
	}
	if pgn != "" {
		return sess, pgn, nil // the file name given is kept (game.txt stays game.txt)
	}
	return sess, strings.TrimSuffix(state, ".anna.json") + ".pgn", nil
}

// findState is the state file of the match to resume: beside --pgn's
// scoresheet, or the newest unfinished one among the saved games.
func findState(pgn string) (string, error) {
	if pgn != "" {
		path := statePath(pgn)
		if _, err := os.Stat(path); err != nil {
			return "", fmt.Errorf("anna: no saved match beside %s (looked for %s)", pgn, path)
		}
		return path, nil
	}
	dir, err := scoresheet.DefaultDir()
	if err != nil {
		return "", fmt.Errorf("anna: %w", err)
	}
	paths, _ := filepath.Glob(filepath.Join(dir, "*.anna.json"))
	type saved struct {
		path string
		mod  int64
	}
	var all []saved
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil {
			all = append(all, saved{p, st.ModTime().UnixNano()})
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].mod > all[j].mod })
	for _, s := range all {
		var st struct {
			Outcome string `json:"outcome"`
		}
		data, err := os.ReadFile(s.path)
		if err == nil && json.Unmarshal(data, &st) == nil && (st.Outcome == "*" || st.Outcome == "") {
			return s.path, nil
		}
	}
	return "", errors.New("anna: no unfinished match to resume in " + dir)
}
