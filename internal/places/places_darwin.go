package places

// macOS: games in ~/Documents, where Finder and every chess program's
// Open dialog look; settings and keys in ~/Library/Application Support
// (os.UserConfigDir's answer, which anna's host keys used already); logs
// in ~/Library/Logs, where Console.app finds them.

func gamesDir() (string, error) { return underHome("Documents", "anna") }

func dataDir() (string, error) { return configDir() }

func configDir() (string, error) { return underHome("Library", "Application Support", "anna") }

func logsDir() (string, error) { return underHome("Library", "Logs", "anna") }

// moved: anna kept its games, settings and token in the Linux places
// (written by hand) before it had macOS's own.
const moved = true
