/// The Info.plist the quick-action benchmark reads: the keys an ordinary iOS application declares, and
/// four static quick actions (one with a user info dictionary).
enum InfoPlist {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleDevelopmentRegion</key><string>en</string>
            <key>CFBundleDisplayName</key><string>Messages Example</string>
            <key>CFBundleExecutable</key><string>MessagesExample</string>
            <key>CFBundleIdentifier</key><string>com.example.messages</string>
            <key>CFBundleInfoDictionaryVersion</key><string>6.0</string>
            <key>CFBundleName</key><string>MessagesExample</string>
            <key>CFBundlePackageType</key><string>APPL</string>
            <key>CFBundleShortVersionString</key><string>2.4.1</string>
            <key>CFBundleVersion</key><string>241</string>
            <key>LSRequiresIPhoneOS</key><true/>
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
            <key>UIRequiredDeviceCapabilities</key><array><string>arm64</string></array>
            <key>UISupportedInterfaceOrientations</key>
            <array>
                <string>UIInterfaceOrientationPortrait</string>
                <string>UIInterfaceOrientationLandscapeLeft</string>
                <string>UIInterfaceOrientationLandscapeRight</string>
            </array>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key><false/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key><string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                        </dict>
                    </array>
                </dict>
            </dict>
            <key>UIApplicationShortcutItems</key>
            <array>
                <dict>
                    <key>UIApplicationShortcutItemType</key><string>com.example.compose</string>
                    <key>UIApplicationShortcutItemTitle</key><string>New Message</string>
                    <key>UIApplicationShortcutItemSubtitle</key><string>To your team</string>
                    <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeCompose</string>
                    <key>UIApplicationShortcutItemUserInfo</key>
                    <dict><key>draft</key><true/><key>recipients</key><array><string>team</string></array><key>priority</key><integer>2</integer></dict>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemType</key><string>com.example.search</string>
                    <key>UIApplicationShortcutItemTitle</key><string>Search</string>
                    <key>UIApplicationShortcutItemIconType</key><string>UIApplicationShortcutIconTypeSearch</string>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemType</key><string>com.example.favorites</string>
                    <key>UIApplicationShortcutItemTitle</key><string>Favorites</string>
                    <key>UIApplicationShortcutItemIconSymbolName</key><string>star.fill</string>
                </dict>
                <dict>
                    <key>UIApplicationShortcutItemType</key><string>com.example.share</string>
                    <key>UIApplicationShortcutItemTitle</key><string>Share Location</string>
                    <key>UIApplicationShortcutItemIconFile</key><string>ShareIcon</string>
                </dict>
            </array>
        </dict>
        </plist>
        """
}
